import { Button } from '../Button';
import { StatusBox } from './StatusMessage.styles';

interface LoadFailedStateProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** Nothing could be loaded (the toast already said why); offers a retry in place. */
export function LoadFailedState({ message, retryLabel, onRetry }: LoadFailedStateProps) {
  return (
    <StatusBox role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </StatusBox>
  );
}

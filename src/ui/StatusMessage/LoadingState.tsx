import { Spinner, StatusBox } from './StatusMessage.styles';

/** First load with nothing to show yet; role=status makes screen readers announce it. */
export function LoadingState({ label }: { label: string }) {
  return (
    <StatusBox role="status">
      <Spinner aria-hidden="true" />
      <p>{label}</p>
    </StatusBox>
  );
}

import { useTranslations } from '@/i18n/use-translations';
import { ConditionBox, ConditionTitle, Defects } from './ConditionInfo.styles';

interface ConditionInfoProps {
  conditionId: number;
  /** The shop's description of this copy's defects; null when it noted none. */
  note: string | null;
}

/** The copy's condition (title from `book-states`) and its defects, as the shop described them. */
export function ConditionInfo({ conditionId, note }: ConditionInfoProps) {
  const t = useTranslations('book');
  const states = useTranslations('book-states');
  const key = String(conditionId);
  return (
    <ConditionBox>
      <div>
        <dt>{t('copy.condition')}</dt>
        <ConditionTitle>{states.has(key) ? states(key) : key}</ConditionTitle>
      </div>
      <div>
        <dt>{t('copy.defects')}</dt>
        <Defects>{note ?? t('copy.noDefects')}</Defects>
      </div>
    </ConditionBox>
  );
}

import { useTranslations } from 'next-intl';
import { Caption, CoverFigure, CoverImage } from './CopyCover.styles';

interface CopyCoverProps {
  title: string;
  coverUrl: string;
  /** Photos the shop took of this very copy. */
  photoCount: number;
}

/** The main image (the generated cover of the work) and how many photos of the copy exist. */
export function CopyCover({ title, coverUrl, photoCount }: CopyCoverProps) {
  const common = useTranslations('common');
  const t = useTranslations('book');
  return (
    <CoverFigure>
      <CoverImage src={coverUrl} alt={common('book.coverAlt', { title })} width={320} height={480} />
      <Caption>{t('copy.photos', { count: photoCount })}</Caption>
    </CoverFigure>
  );
}

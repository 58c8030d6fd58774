import { useTranslations } from '@/i18n/use-translations';
import { useCopyPhotos } from '../api/getCopyPhotos';
import { Caption, CoverFigure, CoverImage, PhotoStrip } from './CopyCover.styles';

interface CopyCoverProps {
  title: string;
  coverUrl: string;
  /** Photos the shop took of this very copy. */
  photoCount: number;
  /** The copy: its intake photos are loaded and shown under the cover (issue 15). */
  copyId?: number;
}

/**
 * The main image (the generated cover of the work) and how many photos of the copy exist. The
 * cover is the page's largest paint: fetched at high priority, not queued behind the scripts.
 */
export function CopyCover({ title, coverUrl, photoCount, copyId }: CopyCoverProps) {
  const common = useTranslations('common');
  const t = useTranslations('book');
  const photos = useCopyPhotos(copyId ?? null);
  return (
    <CoverFigure>
      <CoverImage src={coverUrl} alt={common('book.coverAlt', { title })} width={320} height={480} fetchPriority="high" />
      <Caption>{t('copy.photos', { count: photoCount })}</Caption>
      {photos.data && photos.data.items.length > 0 && (
        <PhotoStrip>
          {photos.data.items.map((p, i) => (
            <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
              <img src={p.url} alt={t('copy.photoAlt', { n: i + 1 })} width={96} height={72} loading="lazy" />
            </a>
          ))}
        </PhotoStrip>
      )}
    </CoverFigure>
  );
}

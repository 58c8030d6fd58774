import type { WorkSummary } from '@/contracts/authors';
import { TileCell } from '@/features/feeds';
import { TileGrid } from '@/ui';
import { WorkCard, type WorkCardProps } from './WorkCard';

type Listed = WorkSummary & { position?: number };

interface WorkGridProps extends Pick<WorkCardProps, 'headingLevel' | 'showAuthors'> {
  works: readonly Listed[];
  /** A series is read in order: an ordered list with volume numbers. */
  ordered?: boolean;
}

export function WorkGrid({ works, ordered = false, headingLevel, showAuthors }: WorkGridProps) {
  return (
    <TileGrid as={ordered ? 'ol' : 'ul'}>
      {works.map((work) => (
        <TileCell key={work.workId}>
          <WorkCard work={work} headingLevel={headingLevel} showAuthors={showAuthors} volume={ordered ? work.position : undefined} />
        </TileCell>
      ))}
    </TileGrid>
  );
}

import { useTranslations } from '@/i18n/use-translations';
import type { CategoryNode } from '@/contracts/catalogue';
import { CategoryLink, Count, NestedList, TopLevelItem, TopLevelList } from './CategoryTree.styles';

function CategoryEntry({ node, topLevel }: { node: CategoryNode; topLevel: boolean }) {
  const t = useTranslations('common');
  return (
    <>
      <CategoryLink route="category" params={{ slug: node.slug }} $topLevel={topLevel}>
        {node.name}
      </CategoryLink>
      <Count>({t('bookCount', { count: node.bookCount })})</Count>
      {node.children.length > 0 && (
        <NestedList>
          {node.children.map((child) => (
            <li key={child.id}>
              <CategoryEntry node={child} topLevel={false} />
            </li>
          ))}
        </NestedList>
      )}
    </>
  );
}

/** The category tree as nested lists (screen readers announce the nesting), each linking to its listing. */
export function CategoryTree({ nodes }: { nodes: readonly CategoryNode[] }) {
  return (
    <TopLevelList>
      {nodes.map((node) => (
        <TopLevelItem key={node.id}>
          <CategoryEntry node={node} topLevel />
        </TopLevelItem>
      ))}
    </TopLevelList>
  );
}

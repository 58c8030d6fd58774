import type { PersonRef } from '@/contracts/works';
import { RouteLink } from '@/routing';
import { PeopleList } from './PeopleLinks.styles';

/** Authors or translators, each linking to the author page (translators are author nodes too). */
export function PeopleLinks({ people }: { people: readonly PersonRef[] }) {
  return (
    <PeopleList>
      {people.map((person) => (
        <li key={person.id}>
          <RouteLink route="author" params={{ authorId: person.id }}>
            {person.name}
          </RouteLink>
        </li>
      ))}
    </PeopleList>
  );
}

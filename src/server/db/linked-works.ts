import { sql, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/i18n/locales';

/**
 * SQL shared by author and series pages: "the works a node is linked to, with what the shop
 * holds of them". An edge may point at a whole work (grandmother) or at one edition (mother, e.g.
 * a translator's edition); only copies of the linked editions then count.
 */

/** `{1,2,3}` for an `::int[]` cast: node ids and edge types are integers we control, never text. */
export const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

/**
 * CTE `w(grandmother_id, whole, mother_ids, position)`: the works linked to `nodeId` by the given
 * edge types. `whole` = the edge names the work; else `mother_ids` lists the linked editions.
 */
export function linkedWorks(nodeId: number, edgeTypes: readonly number[]): SQL {
  return sql`with links as (
      select coalesce(e.grandmother_id, m.grandmother_id) as grandmother_id, e.mother_id, e.position
        from property_edges e left join mothers m on m.id = e.mother_id
       where e.node_id = ${nodeId} and e.type_id = any(${intArray(edgeTypes)}::int[])
    ),
    w as (
      select grandmother_id, bool_or(mother_id is null) as whole,
             array_agg(mother_id) filter (where mother_id is not null) as mother_ids, min(position)::int as position
        from links where grandmother_id is not null group by grandmother_id
    )`;
}

/** Copies in stock of work `w` (only its linked editions unless `whole`), lateral-joined as `s`. */
export const stockOfWork = sql`left join lateral (
    select count(*)::int as in_stock, min(b.price_czk_x100) as min_czk, min(b.price_eur_x100) as min_eur
      from books b
     where b.grandmother_id = w.grandmother_id and b.state = 'in_stock' and (w.whole or b.mother_id = any(w.mother_ids))
  ) s on true`;

/** Copies in stock of the works in `w`. */
export const copiesOfWorks = sql`books b join w on b.grandmother_id = w.grandmother_id and (w.whole or b.mother_id = any(w.mother_ids))
  where b.state = 'in_stock'`;

export interface WorkRow {
  grandmother_id: number;
  position: number | null;
  title: string;
  first_year: number | null;
  in_stock: number;
  min_czk: number | null;
  min_eur: number | null;
  authors: Array<{ id: number; name: string }> | string;
}

/**
 * Work summary columns for the works in `w`. The title is that of an edition in one of the
 * storefront's languages (its default language filters, in their order) when there is one, so a
 * Czech visitor reads "Malý princ" rather than "Le Petit Prince".
 */
export function workColumns(locale: Locale): SQL {
  const languages = intArray(LOCALES[locale].defaultLanguageFilters);
  return sql`select w.grandmother_id, w.position,
         coalesce((select m.title from mothers m
                    where m.grandmother_id = w.grandmother_id and m.language_id::int = any(${languages}::int[])
                      and (w.whole or m.id = any(w.mother_ids))
                    order by array_position(${languages}::int[], m.language_id::int), m.year nulls last, m.id limit 1),
                  g.title) as title,
         (select min(m.year)::int from mothers m where m.grandmother_id = w.grandmother_id and (w.whole or m.id = any(w.mother_ids))) as first_year,
         coalesce(s.in_stock, 0) as in_stock, s.min_czk, s.min_eur,
         coalesce((select json_agg(json_build_object('id', n.id, 'name', n.name) order by e.position, n.id)
                     from property_edges e join property_nodes n on n.id = e.node_id
                    where e.grandmother_id = w.grandmother_id and e.type_id = 2), '[]'::json) as authors
    from w join grandmothers g on g.id = w.grandmother_id
    ${stockOfWork}`;
}

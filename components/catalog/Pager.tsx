import { listHref, type ListQuery } from '@/lib/shared/catalog/list-query';
import type { ListLocation } from '@/lib/shared/catalog/filter-model';
import { LinkPager } from './LinkPager';
import { TransitionLink } from './TransitionLink';

/** The catalog lists' pager: ?page=n links that keep the filters and navigate in a transition. */
export function Pager({
  query,
  totalPages,
  location,
}: {
  query: ListQuery;
  totalPages: number;
  location: ListLocation;
}) {
  return (
    <LinkPager
      current={query.page}
      totalPages={totalPages}
      hrefFor={(page) =>
        listHref(location.pathname, { ...query, page }, location.kind, location.base)
      }
      Link={TransitionLink}
    />
  );
}

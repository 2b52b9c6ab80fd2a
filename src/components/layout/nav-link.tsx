import { Link } from 'gatsby';
import { memo } from 'react';
import type { ThemeUIStyleObject } from 'theme-ui';
import type { NavItem } from './nav-items';

/**
 * One link of the header or the footer. Kept as it is when its list renders again: the blog's
 * probe answering after hydration adds the Blog link, and the links already there need not be
 * rendered again for it. Give it a style and an onNavigate that stay the same between renders.
 */
export const NavLink = memo(function NavLink({
  item,
  style,
  onNavigate,
}: {
  item: NavItem;
  style: ThemeUIStyleObject;
  onNavigate?: () => void;
}) {
  return (
    <Link to={item.to} sx={style} onClick={onNavigate}>
      {item.label}
    </Link>
  );
});

/**
 * Gatsby for component tests: Link renders a plain anchor, graphql is inert, and
 * useStaticQuery answers with the data a test sets through setStaticQueryData.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';

let staticQueryData: unknown = {};

export function setStaticQueryData(data: unknown): void {
  staticQueryData = data;
}

export const graphql = (): string => '';
export const useStaticQuery = (): unknown => staticQueryData;
export const navigate = jest.fn();

export function Link({
  to,
  children,
  activeClassName: _activeClassName,
  partiallyActive: _partiallyActive,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  children?: ReactNode;
  activeClassName?: string;
  partiallyActive?: boolean;
}) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

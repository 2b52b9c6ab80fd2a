/**
 * The path of the page being shown, for what the built HTML must name without scripts (the page
 * a form sent without scripts links back to). The layout provides it; '/' outside one.
 */
import { createContext, useContext } from 'react';

export const PagePathContext = createContext('/');

export const usePagePath = (): string => useContext(PagePathContext);

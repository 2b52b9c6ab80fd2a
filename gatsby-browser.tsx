import type { GatsbyBrowser } from 'gatsby';
import { pageLoading } from './src/components/loader/page-loading';
import { hydrateInSlices } from './src/components/root/hydrate';
import { SHELL_CHUNK } from './src/components/root/shell-chunk';
import { applyDebugMode } from './src/services/debug';

type Shell = typeof import('./src/components/root/shell');
let shell: Shell | undefined;

function loadedShell(): Shell {
  if (!shell) throw new Error(`the ${SHELL_CHUNK} script had not loaded before the first render`);
  return shell;
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  applyDebugMode(window.location.search, storage);
  // Gatsby renders once this resolves; the page preloads the script (gatsby-ssr).
  shell = await import(/* webpackChunkName: "site-shell" */ './src/components/root/shell');
};

export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInSlices as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => {
  const { RootWrapper } = loadedShell();
  return <RootWrapper>{element}</RootWrapper>;
};

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const { PageWrapper } = loadedShell();
  return <PageWrapper pathname={props.location.pathname}>{element}</PageWrapper>;
};

/** A page's code or data is slow to arrive: show the 'Loading Page' loader until it does. */
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  pageLoading.set(true);
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  pageLoading.set(false);
};

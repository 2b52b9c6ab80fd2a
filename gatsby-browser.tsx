/** @jsxImportSource react */
// React's own JSX here: the site's JSX runtime would bring theme-ui and Emotion into the app's
// start-up task, which this file keeps them out of (see onClientEntry).
import type { GatsbyBrowser } from 'gatsby';
import { pageLoading } from './src/components/loader/page-loading';
import { hydrateInSlices } from './src/components/root/hydrate';
import { nextTask } from './src/components/root/next-task';
import { applyDebugMode } from './src/services/debug';

type Shell = typeof import('./src/components/root/shell');
let shell: Shell | undefined;

function loadedShell(): Shell {
  if (!shell) throw new Error('the site shell was not ready before the first render');
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
  // The shell's modules are in the app's script ("eager": no request of their own) but run in a
  // task of their own, after the app's start-up task. Gatsby renders once this resolves.
  await nextTask();
  shell = await import(/* webpackMode: "eager" */ './src/components/root/shell');
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

import type { GatsbyBrowser } from 'gatsby';
import { pageLoading } from './src/components/loader/page-loading';
import { hydrateInSlices } from './src/components/root/hydrate';
import { PageWrapper } from './src/components/root/page-wrapper';
import { RootWrapper } from './src/components/root/root-wrapper';
import { applyDebugMode } from './src/services/debug';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  applyDebugMode(window.location.search, storage);
};

export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInSlices as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootWrapper>{element}</RootWrapper>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageWrapper pathname={props.location.pathname}>{element}</PageWrapper>
);

/** A page's code or data is slow to arrive: show the 'Loading Page' loader until it does. */
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  pageLoading.set(true);
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  pageLoading.set(false);
};

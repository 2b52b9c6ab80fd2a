/** Site status, loaded when first opened (the live status bar is in the layout, not here). */
import { lazy } from 'react';

export const SiteStatusPage = lazy(() => import('./site-status-page'));

/** The media library, loaded when first opened. */
import { lazy } from 'react';

export const mediaScreens = { list: lazy(() => import('./media-library')) };

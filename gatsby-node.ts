/**
 * The site's own webpack setting, in every stage. The build's data layer is the local plugin
 * plugins/site-data, the speed patches are plugins/build-speed (both registered in
 * gatsby-config.ts).
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readLibraryStylesheets } from './src/ssr/read-library-css';

/**
 * The HTML renderer carries the libraries' stylesheets that built pages inline
 * (src/ssr/library-css.ts), read here once: a file read while pages render would make Gatsby
 * render every page on every build.
 *
 * The site's JSX runtime: theme-ui's, with each sx style kept once made (src/theme/jsx-runtime.ts).
 * Gatsby's own browser runtime (.cache) is compiled with the site's JSX settings too, but has no
 * sx: it keeps React's runtime, so that starting the app does not run theme-ui and Emotion
 * (gatsby-browser runs them in a task of their own).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  stage,
  plugins,
}) => {
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({
      plugins: [
        plugins.define({ LIBRARY_STYLESHEET_TEXTS: JSON.stringify(readLibraryStylesheets()) }),
      ],
    });
  }
  actions.setWebpackConfig({
    resolve: { alias: { 'theme-ui/jsx-runtime$': path.resolve('src/theme/jsx-runtime.ts') } },
    module: {
      rules: [
        {
          include: path.resolve('.cache'),
          resolve: { alias: { 'theme-ui/jsx-runtime$': 'react/jsx-runtime' } },
        },
      ],
    },
  });
};

/**
 * The site's shell in the browser: the theme and the layout every page is wrapped in, with the
 * modules they use (theme-ui, Emotion, header, footer, consent). gatsby-browser loads it as a
 * script of its own before the first render, so that evaluating it is a task of its own and
 * not part of the app's start-up task (a long task that blocks the main thread).
 */
export { PageWrapper } from './page-wrapper';
export { RootWrapper } from './root-wrapper';

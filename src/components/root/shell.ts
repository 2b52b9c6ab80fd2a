/**
 * The site's shell in the browser: the theme and the layout every page is wrapped in, with the
 * modules they use (theme-ui, Emotion, header, footer, consent). gatsby-browser runs it in a task
 * of its own before the first render, so that running these modules is not part of the app's
 * start-up task: together they made one long task that blocked the main thread.
 */
export { PageWrapper } from './page-wrapper';
export { RootWrapper } from './root-wrapper';

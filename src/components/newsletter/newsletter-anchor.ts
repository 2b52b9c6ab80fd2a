/** The home page's newsletter section ('Subscribe Again' lands on /#newsletter). */
export const NEWSLETTER_ANCHOR = 'newsletter';

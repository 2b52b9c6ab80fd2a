/**
 * The id of a mark after the page's body. Until it is parsed the browser does not paint
 * (gatsby-ssr.tsx asks it to wait with a render-blocking expect link): a page painted while its
 * HTML still arrives moves as the rest comes in (the cookie banner, fixed to the bottom, grew
 * upwards; the header's buttons slid aside as the Menu button arrived). The whole body is a few
 * tens of kilobytes, so this costs a visitor no visible time.
 */
export const PAGE_PARSED_ID = 'page-parsed';

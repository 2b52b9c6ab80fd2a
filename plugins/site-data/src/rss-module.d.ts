/** The part of the `rss` package (the writer gatsby-plugin-feed uses) the tag feeds call. */
declare module 'rss' {
  export default class RSS {
    constructor(channel: Record<string, unknown>);
    item(item: Record<string, unknown>): this;
    xml(options?: { indent?: boolean | string }): string;
  }
}

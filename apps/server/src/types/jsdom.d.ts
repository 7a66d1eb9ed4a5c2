// The little of jsdom the SVG sanitiser uses. @types/jsdom would pull the DOM library into the
// server's types (fetch, Response and friends would no longer be Node's).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}

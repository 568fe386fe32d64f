// The part of the `hyphen` package the importer uses (CommonJS, no type declarations: its exports are the default).
declare module 'hyphen/en-us/index.js' {
  const hyphen: { hyphenateSync(text: string, options?: { hyphenChar?: string }): string };
  export default hyphen;
}

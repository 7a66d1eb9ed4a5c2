// The part of pdfmake 0.3's server API this product uses (the package ships no types).
declare module 'pdfmake' {
  type TOutputDocument = { getBuffer(): Promise<Buffer> };
  type TPdfMake = {
    virtualfs: { writeFileSync(path: string, content: Buffer): void; existsSync(path: string): boolean };
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(definition: object): TOutputDocument;
  };
  const pdfmake: TPdfMake;
  export default pdfmake;
}

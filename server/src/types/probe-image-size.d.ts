/** The synchronous header reader of probe-image-size, which ships no types of its own. */
declare module 'probe-image-size/sync.js' {
  interface ProbeResult {
    width: number;
    height: number;
    type: string;
    mime: string;
    wUnits: string;
    hUnits: string;
    /** EXIF orientation of a JPEG (1-8); 5 to 8 show the picture turned a quarter. */
    orientation?: number;
  }
  export default function probe(data: Buffer | Uint8Array): ProbeResult | null;
}

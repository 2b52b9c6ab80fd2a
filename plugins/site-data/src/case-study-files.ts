/**
 * The PDFs the case studies page links to, put in the built site beside the page. A PDF the
 * site's static/ folder holds (the seed files, or the provider's uploads when it writes there)
 * is already copied by Gatsby; any other is downloaded from the provider, which serves every
 * upload without a key. A PDF that cannot be had stops the build with the reason: the live
 * release stays, rather than a page whose download link leads nowhere.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isCaseStudyPdf } from '@cloud-consulting/domain/case-studies';

export const CASE_STUDY_FILES_QUERY = `{
  allCaseStudy(filter: { isActive: { eq: true } }) { nodes { title pdfUrl } }
}`;

export interface CaseStudyFilesQuery {
  allCaseStudy: { nodes: Array<{ title: string; pdfUrl: string | null }> };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Makes every linked PDF a file of `publicDir`; answers how many were downloaded. Throws an
 * Error naming the case study and the address of the first PDF that cannot be had.
 */
export async function bringCaseStudyFiles(
  data: CaseStudyFilesQuery,
  options: { publicDir: string; providerUrl: string; timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  let downloaded = 0;
  for (const { title, pdfUrl } of data.allCaseStudy.nodes) {
    const address = pdfUrl?.trim() ?? '';
    if (!isCaseStudyPdf(address)) continue;
    const file = path.join(options.publicDir, ...address.split('/').filter(Boolean));
    if (await exists(file)) continue;
    let res: Response;
    try {
      res = await fetchImpl(`${options.providerUrl}${address}`, {
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new Error(
        `The PDF of case study "${title}" (${address}) could not be downloaded: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (res.status !== 200) {
      await res.body?.cancel();
      throw new Error(
        `The PDF of case study "${title}" (${address}) is not in the media library (the provider answered ${res.status})`,
      );
    }
    const data = Buffer.from(await res.arrayBuffer());
    if (!data.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
      throw new Error(`The file of case study "${title}" (${address}) is not a PDF`);
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    downloaded += 1;
  }
  return downloaded;
}

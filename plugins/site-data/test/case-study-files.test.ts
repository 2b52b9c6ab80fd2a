import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bringCaseStudyFiles } from '../src/case-study-files';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const provider = 'http://provider.test';

describe('bringCaseStudyFiles', () => {
  let publicDir: string;
  beforeEach(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'case-files-'));
  });
  afterEach(() => rm(publicDir, { recursive: true, force: true }));

  const options = () => ({ publicDir, providerUrl: provider, timeoutMs: 1000 });
  const data = (...nodes: Array<{ title: string; pdfUrl: string | null }>) => ({
    allCaseStudy: { nodes },
  });

  it('downloads a linked PDF the built site lacks and keeps one it has', async () => {
    await mkdir(path.join(publicDir, 'uploads/images/case-studies'), { recursive: true });
    await writeFile(path.join(publicDir, 'uploads/images/case-studies/seed.pdf'), 'seeded');
    const asked: string[] = [];
    const fetchImpl = (async (url: string) => {
      asked.push(url);
      return new Response(PDF, { status: 200 });
    }) as unknown as typeof fetch;
    const downloaded = await bringCaseStudyFiles(
      data(
        { title: 'Seeded', pdfUrl: '/uploads/images/case-studies/seed.pdf' },
        { title: 'New', pdfUrl: '/uploads/images/case-studies/new-ab12.pdf' },
        { title: 'None', pdfUrl: null },
      ),
      options(),
      fetchImpl,
    );
    expect(downloaded).toBe(1);
    expect(asked).toEqual([`${provider}/uploads/images/case-studies/new-ab12.pdf`]);
    expect(
      await readFile(path.join(publicDir, 'uploads/images/case-studies/new-ab12.pdf')),
    ).toEqual(PDF);
    expect(
      await readFile(path.join(publicDir, 'uploads/images/case-studies/seed.pdf'), 'utf8'),
    ).toBe('seeded');
  });

  it('stops with the case study and address when the provider has no such PDF', async () => {
    const fetchImpl = (async () => new Response('no', { status: 404 })) as unknown as typeof fetch;
    await expect(
      bringCaseStudyFiles(
        data({ title: 'Gone', pdfUrl: '/uploads/images/gone.pdf' }),
        options(),
        fetchImpl,
      ),
    ).rejects.toThrow(
      'The PDF of case study "Gone" (/uploads/images/gone.pdf) is not in the media library (the provider answered 404)',
    );
  });

  it('refuses a file that is not a PDF, and never asks for an address that is not a library PDF', async () => {
    const html = (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch;
    await expect(
      bringCaseStudyFiles(
        data({ title: 'Fake', pdfUrl: '/uploads/images/fake.pdf' }),
        options(),
        html,
      ),
    ).rejects.toThrow('The file of case study "Fake" (/uploads/images/fake.pdf) is not a PDF');
    const never = (async () => {
      throw new Error('asked');
    }) as unknown as typeof fetch;
    await expect(
      bringCaseStudyFiles(
        data({ title: 'Odd', pdfUrl: '/uploads/images/../../etc/passwd.pdf' }),
        options(),
        never,
      ),
    ).resolves.toBe(0);
  });
});

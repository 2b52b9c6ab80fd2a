/**
 * Realistic generated posts for benchmarks and load tests (`npm run seed -- --posts N`):
 * deterministic per number, so running the seed again adds nothing.
 */
import type { Database } from '../../db/client.js';
import { createBlogRepository } from './repository.js';
import type { BlogPostInput } from './schemas.js';
import { createBlogService } from './service.js';
import { slugify } from './slug.js';

const TAGS = [
  { Name: 'Azure', Color: '#0078d4' },
  { Name: 'DevOps', Color: '#f97316' },
  { Name: 'AI/ML', Color: '#8b5cf6' },
  { Name: 'Security', Color: '#dc2626' },
  { Name: 'Data', Color: '#059669' },
  { Name: 'Kubernetes', Color: '#326ce5' },
  { Name: 'Training', Color: '#d97706' },
  { Name: 'Cost Optimization', Color: '#16a34a' },
  { Name: 'Architecture', Color: '#0891b2' },
  { Name: 'Serverless', Color: '#db2777' },
];
const SUBJECTS = [
  'Azure Kubernetes Service',
  'Azure Functions',
  'Azure OpenAI',
  'Microsoft Fabric',
  'Azure DevOps Pipelines',
  'Bicep',
  'Azure Policy',
  'Azure API Management',
  'Cosmos DB',
  'Azure SQL',
  'Power Platform',
  'Event Grid',
  'Defender for Cloud',
  'Azure Machine Learning',
];
const ANGLES = [
  'A Practical Guide to',
  'Five Mistakes to Avoid with',
  'Scaling',
  'Securing',
  'Cutting the Cost of',
  'Monitoring',
  'Getting Started with',
  'Lessons Learned Running',
  'Automating',
  'Designing for Resilience with',
];
const AUTHORS = ['Sarah Mitchell', 'Daniel Okafor', 'Priya Raman', 'Marcus Chen', 'Elena Petrova'];
const IMAGES = ['cloud', 'ai', 'devops', 'data', 'security', 'training'];
const PARAGRAPHS = [
  'Teams adopting {s} usually start with a proof of concept that works well on a developer laptop. The hard part comes later: repeatable environments, sensible defaults and the operational habits that keep a service healthy at three in the morning.',
  'Before changing anything, measure. Collect a week of real usage, note the peaks and the quiet hours, and write down the two or three numbers that matter to the business. Every later decision about {s} is judged against them.',
  'Automation is what turns a good design into a reliable one. Keep the configuration of {s} in version control, review it like application code and let the pipeline be the only way changes reach production.',
  'Security is easier to build in than to bolt on. Use managed identities instead of secrets, private endpoints instead of public ones, and least-privilege roles that are reviewed every quarter.',
  'Cost follows design. Right-size what you run, switch off what you do not need outside working hours, and reserve the capacity you know you will use for the next year.',
  'Finally, share what you learn. A short internal write-up after each milestone saves the next team weeks, and it is the cheapest training program an organisation can run.',
];

function random(seed: number) {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** The n-th generated post (1-based); the same n always gives the same post. */
export function samplePost(n: number): BlogPostInput & { Title: string; Content: string } {
  const rand = random(n);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const subject = pick(SUBJECTS);
  const title = `${pick(ANGLES)} ${subject} (Part ${(n % 9) + 1})`;
  const paragraphs = PARAGRAPHS.map((p) => p.replaceAll('{s}', subject));
  const content = [
    paragraphs[0],
    '## Why it matters',
    paragraphs[1],
    '- Measure before you change anything',
    '- Keep configuration in version control',
    '- Review access every quarter',
    '## A first step',
    '```bash',
    `az group create --name rg-sample-${n} --location westeurope`,
    `az deployment group create --resource-group rg-sample-${n} --template-file main.bicep`,
    '```',
    ...paragraphs.slice(2),
  ].join('\n\n');
  const tagCount = 1 + Math.floor(rand() * 4);
  const tags = [...TAGS].sort(() => rand() - 0.5).slice(0, tagCount);
  const image = `/uploads/images/blog/${pick(IMAGES)}.svg`;
  const day = 24 * 60 * 60 * 1000;
  return {
    Title: title,
    Slug: `${slugify(title, 70)}-${n}`,
    Content: content,
    Excerpt: paragraphs[0]!.slice(0, 150),
    Author: pick(AUTHORS),
    ImageUrl: image,
    FeaturedImagePath: image,
    Featured: n % 25 === 0,
    IsActive: n % 50 !== 0,
    PublishedOn: new Date(Date.UTC(2025, 0, 1) + n * day * 0.7).toISOString(),
    Tags: tags,
  };
}

/** Adds generated posts 1..count that are not there yet; returns how many were added. */
export async function seedSamplePosts(db: Database, count: number): Promise<number> {
  const repo = createBlogRepository(db);
  const service = createBlogService(db);
  let added = 0;
  for (let start = 1; start <= count; start += 100) {
    added += await db.transaction(async (tx) => {
      let n = 0;
      for (let i = start; i < Math.min(start + 100, count + 1); i += 1) {
        const post = samplePost(i);
        if (await repo.slugTaken(post.Slug!, undefined, tx)) continue;
        await service.create(post, tx);
        n += 1;
      }
      return n;
    });
  }
  return added;
}

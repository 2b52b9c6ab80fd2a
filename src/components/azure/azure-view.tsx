import { CASE_STUDIES_PATH } from '@cloud-consulting/domain/case-studies';
import {
  Card,
  CallToAction,
  CardGrid,
  CheckList,
  IconTile,
  LinkButton,
  Section,
} from '../../ui/blocks';
import { HeroBanner } from '../hero/hero-banner';

const TRUST = [
  {
    icon: 'award',
    title: 'Microsoft Certified',
    text: 'Azure Solutions Architect and AI Engineer certified team.',
  },
  {
    icon: 'target',
    title: 'Proven Methodology',
    text: 'Cloud Adoption Framework and Well-Architected by default.',
  },
  {
    icon: 'lock',
    title: 'Security & Compliance',
    text: 'Zero-trust identity, policy and audit-ready controls.',
  },
  { icon: 'clock', title: 'Ongoing Support', text: 'Run and optimise support after go-live.' },
];

/** What the page offers (its Service structured data names the same). */
export const AZURE_SERVICES = [
  {
    icon: 'refresh',
    title: 'Cloud Migration & Modernization',
    text: 'Move applications, data and infrastructure to Azure with minimal downtime, then modernize them to cut cost and speed up change.',
    benefits: ['Lower infrastructure cost', 'Minimal business disruption', 'Faster release cycles'],
    features: [
      'Discovery and readiness assessment',
      'Landing zone and network design',
      'Rehost, refactor and rebuild waves',
      'Containers and serverless modernization',
    ],
  },
  {
    icon: 'brain',
    title: 'Intelligent Apps with AI/ML',
    text: 'Add Azure OpenAI, machine learning and cognitive services to your products and processes, safely and measurably.',
    benefits: [
      'Automate manual work',
      'Better decisions from your data',
      'Responsible AI guardrails',
    ],
    features: [
      'Use-case discovery workshops',
      'Retrieval-augmented chat and copilots',
      'Custom model training and MLOps',
      'Document intelligence pipelines',
    ],
  },
  {
    icon: 'layers',
    title: 'Cloud Architecture & Strategy',
    text: 'A cloud strategy and target architecture that fits your business, your regulators and your budget.',
    benefits: [
      'Clear roadmap and priorities',
      'Governed, scalable foundations',
      'Predictable spend',
    ],
    features: [
      'Cloud strategy and business case',
      'Well-Architected reviews',
      'Governance, policy and FinOps',
      'Hybrid and multi-region design',
    ],
  },
  {
    icon: 'zap',
    title: 'DevOps & Automation',
    text: 'Ship faster and safer with pipelines, infrastructure as code and observability your teams can own.',
    benefits: ['More frequent, safer releases', 'Repeatable environments', 'Less manual toil'],
    features: [
      'Azure DevOps and GitHub Actions pipelines',
      'Bicep and Terraform modules',
      'AKS platform engineering',
      'Monitoring and incident automation',
    ],
  },
];

const STATS = [
  { figure: '50+', label: 'Projects' },
  { figure: '30%', label: 'Faster' },
  { figure: '100%', label: 'Secure' },
  { figure: '3x', label: 'ROI Average' },
];

export function AzureView() {
  return (
    <>
      <HeroBanner page="azureConsulting">
        <LinkButton to="/contact-us" tone="light">
          Start Your Project
        </LinkButton>
      </HeroBanner>
      <section
        aria-label="Why clients trust us"
        sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 5 }}
      >
        <ul
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 4,
            gridTemplateColumns: [
              '1fr',
              'repeat(2, minmax(0, 1fr))',
              null,
              'repeat(4, minmax(0, 1fr))',
            ],
          }}
        >
          {TRUST.map((item) => (
            <li key={item.title} sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
              <IconTile name={item.icon} />
              <div>
                <strong>{item.title}</strong>
                <p sx={{ m: 0, fontSize: 1, color: 'mutedText' }}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <Section title="Azure Consulting Services" muted>
        <div
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: ['1fr', null, 'repeat(2, minmax(0, 1fr))'],
          }}
        >
          {AZURE_SERVICES.map((service) => (
            <Card key={service.title}>
              <IconTile name={service.icon} />
              <h3 sx={{ m: 0, fontSize: 5 }}>{service.title}</h3>
              <p sx={{ m: 0, color: 'mutedText' }}>{service.text}</p>
              <div
                sx={{
                  display: 'grid',
                  gap: 4,
                  gridTemplateColumns: ['1fr', 'repeat(2, minmax(0, 1fr))'],
                }}
              >
                <div>
                  <h4 sx={{ mt: 0, mb: 2 }}>Benefits</h4>
                  <CheckList items={service.benefits} />
                </div>
                <div>
                  <h4 sx={{ mt: 0, mb: 2 }}>What&apos;s Included</h4>
                  <CheckList items={service.features} />
                </div>
              </div>
              <div sx={{ mt: 'auto' }}>
                <LinkButton to="/contact-us" tone="secondary">
                  Discuss This Service
                </LinkButton>
              </div>
            </Card>
          ))}
        </div>
      </Section>
      <Section title="Results That Matter">
        <CardGrid min={200} fit>
          {STATS.map((stat) => (
            <div
              key={stat.label}
              data-testid="stat-card"
              sx={{ textAlign: 'center', p: 4, borderRadius: 'large', bg: 'highlight' }}
            >
              <strong
                sx={{ display: 'block', fontSize: [6, 7], color: 'primary', lineHeight: 'heading' }}
              >
                {stat.figure}
              </strong>
              <span sx={{ fontWeight: 'bold' }}>{stat.label}</span>
            </div>
          ))}
        </CardGrid>
      </Section>
      <CallToAction
        title="Ready to Accelerate on Azure?"
        text="Book a free consultation with an Azure architect and leave with a clear next step."
      >
        <LinkButton to="/contact-us" tone="light">
          Start Your Project
        </LinkButton>
        <LinkButton to="/contact-us" tone="outlineLight">
          Schedule Consultation
        </LinkButton>
        <LinkButton to={CASE_STUDIES_PATH} tone="outlineLight">
          Download Case Studies
        </LinkButton>
      </CallToAction>
    </>
  );
}

/** The full About page's sections after the hero. */
import { isSectionActive, SECTION_NAMES } from '@cloud-consulting/domain/menus';
import { useMenuSections } from '../menus/menu-sections';
import {
  Badge,
  CallToAction,
  Card,
  CardGrid,
  IconTile,
  LinkButton,
  Section,
} from '../../ui/blocks';
import { OurStory } from './about-intro';
import { TechnologyBadges } from './technology-badges';

export const ABOUT_CLOSING_ID = 'about-contact';

export const ACHIEVEMENTS = [
  { figure: '15+', label: 'Years of Microsoft experience' },
  { figure: '20+', label: 'Certifications' },
  { figure: '100+', label: 'Clients' },
  { figure: '98%', label: 'Success rate' },
];

const VALUES = [
  {
    icon: 'award',
    title: 'Excellence',
    text: 'We hold every design, line of code and class to the standard we would want for our own business.',
  },
  {
    icon: 'sparkles',
    title: 'Innovation',
    text: 'We bring proven new ideas from Azure and AI to your problems, and leave your team able to use them.',
  },
  {
    icon: 'shield',
    title: 'Integrity',
    text: 'Clear estimates, honest advice and no lock-in: we recommend what is right for you, even when it is less work for us.',
  },
  {
    icon: 'handshake',
    title: 'Partnership',
    text: 'We work alongside your people, share what we know, and measure success by your outcomes.',
  },
];

const EXPERTISE = [
  {
    icon: 'cloud',
    title: 'Cloud Architecture',
    skills: [
      'Azure Landing Zones',
      'Hybrid Networking',
      'Well-Architected Reviews',
      'Cost Management',
    ],
  },
  {
    icon: 'brain',
    title: 'AI & Machine Learning',
    skills: ['Azure OpenAI', 'Azure Machine Learning', 'Cognitive Services', 'MLOps'],
  },
  {
    icon: 'refresh',
    title: 'DevOps & Automation',
    skills: ['Azure DevOps', 'GitHub Actions', 'Bicep & Terraform', 'AKS'],
  },
  {
    icon: 'chart',
    title: 'Data & Analytics',
    skills: ['Synapse Analytics', 'Data Factory', 'Power BI', 'Microsoft Fabric'],
  },
];

const JOURNEY = [
  {
    year: '2020',
    title: 'Founded',
    text: 'A small team of senior Microsoft consultants starts the firm.',
  },
  {
    year: '2021',
    title: 'First 50 clients',
    text: 'Migrations and landing zones for our first fifty organisations.',
  },
  {
    year: '2022',
    title: 'AI specialization',
    text: 'A dedicated practice for Azure AI and machine learning.',
  },
  {
    year: '2023',
    title: 'Global expansion',
    text: 'Delivery teams serving clients across North America, Europe and Asia.',
  },
  {
    year: '2024',
    title: 'Training platform',
    text: 'Corporate training and workshops for whole engineering teams.',
  },
];

const WHY_CHOOSE_US = [
  {
    icon: 'award',
    title: 'Certified Experts',
    text: 'Microsoft-certified architects and trainers with decades of combined field experience.',
  },
  {
    icon: 'target',
    title: 'Outcome Focused',
    text: 'Every engagement starts from measurable business goals, not a technology wish list.',
  },
  {
    icon: 'zap',
    title: 'Fast Delivery',
    text: 'Proven accelerators and templates get you to production in weeks, not months.',
  },
  {
    icon: 'lock',
    title: 'Security First',
    text: 'Identity, governance and compliance designed in from the first workshop.',
  },
  {
    icon: 'graduation',
    title: 'Knowledge Transfer',
    text: 'Your team learns as we build, so you own and run what we deliver.',
  },
  {
    icon: 'users',
    title: 'Long-Term Support',
    text: 'Ongoing advisory and support plans that grow with your cloud estate.',
  },
];

function Achievements() {
  const { sections } = useMenuSections();
  if (!isSectionActive(SECTION_NAMES.achievements, sections)) return null;
  return (
    <Section title="Our Achievements" muted>
      <ul
        data-testid="achievements"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: ['repeat(2, minmax(0, 1fr))', null, 'repeat(4, minmax(0, 1fr))'],
        }}
      >
        {ACHIEVEMENTS.map((item) => (
          <li
            key={item.label}
            sx={{
              textAlign: 'center',
              p: 4,
              bg: 'background',
              borderRadius: 'large',
              boxShadow: 'card',
            }}
          >
            <strong
              sx={{ display: 'block', fontSize: [6, 7], color: 'primary', lineHeight: 'heading' }}
            >
              {item.figure}
            </strong>
            <span sx={{ color: 'mutedText' }}>{item.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutSections() {
  return (
    <>
      <Section>
        <OurStory headingLevel={2} />
      </Section>
      <Achievements />
      <Section title="Our Values">
        <CardGrid min={220}>
          {VALUES.map((value) => (
            <Card key={value.title}>
              <IconTile name={value.icon} />
              <h3 sx={{ m: 0, fontSize: 4 }}>{value.title}</h3>
              <p sx={{ m: 0, color: 'mutedText' }}>{value.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Our Expertise" muted>
        <CardGrid min={240}>
          {EXPERTISE.map((area) => (
            <Card key={area.title}>
              <IconTile name={area.icon} />
              <h3 sx={{ m: 0, fontSize: 4 }}>{area.title}</h3>
              <ul
                aria-label={`${area.title} skills`}
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
              >
                {area.skills.map((skill) => (
                  <li key={skill}>
                    <Badge>{skill}</Badge>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </CardGrid>
        <div sx={{ mt: 5 }}>
          <TechnologyBadges />
        </div>
      </Section>
      <Section title="Our Journey">
        <ol
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            maxWidth: 720,
            mx: 'auto',
            borderLeft: '3px solid',
            borderColor: 'primary',
            pl: 4,
          }}
        >
          {JOURNEY.map((step) => (
            <li key={step.year} sx={{ position: 'relative', pb: 4, '&:last-of-type': { pb: 0 } }}>
              <span
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  left: '-29px',
                  top: '4px',
                  width: 16,
                  height: 16,
                  borderRadius: 'round',
                  bg: 'primary',
                  border: '3px solid',
                  borderColor: 'background',
                }}
              />
              <strong sx={{ color: 'primary', fontSize: 3 }}>{step.year}</strong>
              <h3 sx={{ m: 0, fontSize: 4 }}>{step.title}</h3>
              <p sx={{ m: 0, color: 'mutedText' }}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Why Choose Us" muted>
        <CardGrid min={300}>
          {WHY_CHOOSE_US.map((item) => (
            <Card key={item.title}>
              <IconTile name={item.icon} />
              <h3 sx={{ m: 0, fontSize: 4 }}>{item.title}</h3>
              <p sx={{ m: 0, color: 'mutedText' }}>{item.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <CallToAction
        id={ABOUT_CLOSING_ID}
        title="Ready to Transform Your Business?"
        text="Tell us where you are and where you want to be. We will map the shortest path there."
      >
        <LinkButton to="/contact-us" tone="light">
          Start Your Project
        </LinkButton>
        <LinkButton to="/services" tone="outlineLight">
          Explore Services
        </LinkButton>
      </CallToAction>
    </>
  );
}

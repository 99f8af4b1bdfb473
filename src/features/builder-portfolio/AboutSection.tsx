import styled from 'styled-components';
import { cardPanel } from '@/components/Card';
import type { BuilderProfile } from '@/api/contract';
import { boldFacts, Fact } from '@/components/FactList';
import { displayName } from '@/entities/builder';
import { defaultAbout } from './portfolio';

const reasons = [
  { title: 'Quality Excellence', text: 'Tested materials and careful workmanship in every home and office we build.' },
  { title: 'Timely Delivery', text: 'Honest timelines, kept: we hand over when we said we would.' },
  { title: 'Innovative Design', text: 'Layouts planned for light, air and the way Indian families live and work.' },
];

/** docs/portfolio.md#about-us: 'About Us' with the company facts, and the 'Why Choose Us' block. */
export function AboutSection({ builder }: { builder: BuilderProfile }) {
  const facts = [
    ['Established', builder.companyEstablished ? String(builder.companyEstablished) : null],
    ['Headquarters', builder.companyAddress],
    ['Expertise', builder.expertise?.length ? builder.expertise.join(', ') : null],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <Columns>
      <Panel aria-labelledby="about-us">
        <h2 id="about-us">About Us</h2>
        <p>{builder.about?.trim() || defaultAbout(displayName(builder))}</p>
        {facts.length > 0 && (
          <Facts>
            {facts.map(([label, value]) => (
              <Fact key={label} term={label}>
                {value}
              </Fact>
            ))}
          </Facts>
        )}
      </Panel>
      <Panel aria-labelledby="why-choose-us">
        <h2 id="why-choose-us">Why Choose Us</h2>
        <Reasons>
          {reasons.map((reason) => (
            <li key={reason.title}>
              <strong>{reason.title}</strong>
              <span>{reason.text}</span>
            </li>
          ))}
        </Reasons>
      </Panel>
    </Columns>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: 3fr 2fr;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled.section`
  ${cardPanel(3, 6)}
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  ${boldFacts('xs')}
`;

const Reasons = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

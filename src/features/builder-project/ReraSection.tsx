import styled from 'styled-components';
import type { BuilderProject } from '@/api';
import { Fact } from '@/components/FactList';
import { PageSection } from '@/components/PageLayout';
import { QrCode } from '@/components/QrCode';
import { reraOf, reraQrText } from '@/entities/project';
import { ProjectFacts as Facts } from './projectFacts';

/**
 * docs/portfolio.md#rera-on-pages: the project's RERA registration with its authority and where to
 * check it, a QR code where the authority asks for one (docs/portfolio.md#rera-qr), or that the
 * builder gave none.
 */
export function ReraSection({ project }: { project: BuilderProject }) {
  const rera = reraOf({ reraNumber: project.reraNumber, state: project.location?.state });
  return (
    <PageSection aria-labelledby="rera-heading">
      <h2 id="rera-heading">RERA registration</h2>
      {rera ? (
        <Registration>
          <Facts>
            <Fact term="Registration number">{rera.number}</Fact>
            {rera.authority && <Fact term="Authority">{rera.authority}</Fact>}
            {rera.site && <Fact term="Check it at">{rera.site}</Fact>}
          </Facts>
          {rera.wantsQr && <QrCode text={reraQrText(rera)} label={`QR code of RERA registration ${rera.number}`} />}
        </Registration>
      ) : (
        <Muted>Not provided by the builder</Muted>
      )}
    </PageSection>
  );
}

/** The facts, then the QR code under them: the side column is narrow. */
const Registration = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

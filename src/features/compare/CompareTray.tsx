import styled from 'styled-components';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { footBar } from '@/features/buyer-tools';
import { comparePath, useCompared } from './compareList';

/** docs/listings.md#compare: the chosen listings at the foot of the screen, with Compare and a remove each. */
export function CompareTray() {
  const { list, remove } = useCompared();
  if (list.length === 0) return null;
  return (
    <>
      <Spacer aria-hidden="true" />
      <Tray aria-label="Compare tray">
        <Chosen>
          {list.map((item) => (
            <li key={item._id}>
              <span>{item.title}</span>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => remove(item._id)}
                aria-label={`Remove ${item.title} from compare`}
              >
                ×
              </Button>
            </li>
          ))}
        </Chosen>
        <ButtonLink to={comparePath(list.map((item) => item._id))}>{`Compare (${list.length})`}</ButtonLink>
      </Tray>
    </>
  );
}

const Spacer = styled.div`
  height: 5rem;
`;

const Tray = styled.section`
  ${footBar}
  padding-block: ${({ theme }) => theme.space(3)};
`;

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    max-width: 16rem;
    padding-left: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

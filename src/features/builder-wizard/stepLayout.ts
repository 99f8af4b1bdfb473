import styled from 'styled-components';

/** The fields of a step, one under the other. */
export const StepFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

/** Two fields side by side on wider screens, stacked on a phone. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

/** A titled part of a step, e.g. 'Configurations' or 'Basic Amenities'. */
export const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** A lone short field (a count) that would look stretched across the whole step. */
export const ShortField = styled.div`
  max-width: 20rem;
`;

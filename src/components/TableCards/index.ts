export { TableCards, TableOrCards, type TableCard, type TableCardsProps } from './TableCards';

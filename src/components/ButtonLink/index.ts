export { ButtonLink, ButtonLinkStandIn, type ButtonLinkProps } from './ButtonLink';

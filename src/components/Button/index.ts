export {
  Button,
  buttonVariants,
  buttonSizes,
  sizeStyles,
  variantStyles,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './Button';

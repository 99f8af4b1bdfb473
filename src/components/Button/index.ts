export {
  Button,
  buttonVariants,
  buttonSizes,
  pressableStates,
  sizeStyles,
  variantStyles,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './Button';

import { useNavigate } from 'react-router';
import type { Role } from '@/api/contract';
import { postPropertyTarget, POST_PROPERTY_NOTICE } from './navModel';

export interface PostPropertyButtonProps {
  role: Role | null;
  onNotice: (message: string) => void;
  onChoose?: (() => void) | undefined;
  className?: string;
}

/** docs/routes.md#post-property-button: no user -> no navigation and the notice; a Builder -> the builder entry; others -> /post_property. */
export function PostPropertyButton({ role, onNotice, onChoose, className }: PostPropertyButtonProps) {
  const navigate = useNavigate();
  const post = () => {
    const target = postPropertyTarget(role);
    if (target) navigate(target);
    else onNotice(POST_PROPERTY_NOTICE);
    onChoose?.();
  };
  return (
    <button type="button" className={className} onClick={post}>
      Post Property
    </button>
  );
}

import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { MAX_SAVED_SEARCH_NAME, saveSearch, savedSearchRequestSchema, swrKeys } from '@/api';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { DialogActions, DialogForm, DialogMessage, DialogTitle, ModalFrame } from '@/components/Dialog';
import { useServerAction } from '@/components/form';
import { TextField } from '@/components/TextField';
import { toast } from '@/components/Toast';
import { checkForm } from '@/lib/fieldMessages';

export interface SaveSearchDialogProps {
  /** The search page's address parameters, without '?'. */
  search: string;
  /** A readable summary of the search ('3 BHK Flat in Andheri, Mumbai'), the name until the buyer changes it. */
  defaultName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** docs/listings.md#saved-searches: the buyer names the search and keeps it; a failure keeps the name typed. */
export default function SaveSearchDialog({ search, defaultName, isOpen, onOpenChange }: SaveSearchDialogProps) {
  const [name, setName] = useState(defaultName.slice(0, MAX_SAVED_SEARCH_NAME));
  const [nameError, setNameError] = useState<string>();
  const { pending, serverError, run } = useServerAction();
  const { mutate } = useSWRConfig();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(savedSearchRequestSchema, { name, query: search });
    if (!checked.ok) return setNameError(checked.errors.name ?? checked.errors.query);
    if (!(await run(() => saveSearch(checked.value)))) return;
    void mutate(swrKeys.savedSearches);
    toast.success(`Saved "${checked.value.name}"`, {
      description: 'We will e-mail you when new properties match, at most once a day.',
      timeout: 6000,
    });
    onOpenChange(false);
  }

  return (
    <ModalFrame isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!pending}>
      {({ close }) => (
        <DialogForm onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle>Save this search</DialogTitle>
          <DialogMessage>Get an e-mail when new properties match it, at most once a day.</DialogMessage>
          {serverError && (
            <Banner tone="danger" title="The search was not saved">
              {serverError}
            </Banner>
          )}
          <TextField
            label="Name"
            value={name}
            onChange={(value) => {
              setName(value);
              setNameError(undefined);
            }}
            maxLength={MAX_SAVED_SEARCH_NAME}
            isRequired
            errorMessage={nameError}
          />
          <DialogActions>
            <Button variant="secondary" onPress={close} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              Save search
            </Button>
          </DialogActions>
        </DialogForm>
      )}
    </ModalFrame>
  );
}

import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Loader, Modal, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOpenedAfterMount } from '@/components/deferred-dialog';
import { usePaletteResults, type PaletteOption, type PaletteScreen } from '../hooks/use-palette-results';
import classes from './palette-dialog.module.css';

interface PaletteDialogProps {
  opened: boolean;
  onClose: () => void;
  screens: readonly PaletteScreen[];
}

/**
 * The command palette, loaded on its first opening: a combobox whose list holds the screens the user may open
 * and what the search finds. The focus stays in the field; the arrows move the active option, Enter opens it.
 */
export default function PaletteDialog({ opened, onClose, screens }: PaletteDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { options, searching } = usePaletteResults(query, screens);
  const current = Math.min(active, options.length - 1);

  const close = () => {
    setQuery('');
    setActive(0);
    onClose();
  };
  const open = (option: PaletteOption | undefined) => {
    if (!option) return;
    close();
    void navigate(option.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: options.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(options.length - 1, moves[event.key]!)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(options[current]);
    }
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Modal.Root opened={useOpenedAfterMount(opened)} onClose={close} size="lg" yOffset="10vh">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{t('palette.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>
          <TextInput
            data-autofocus
            label={t('palette.search')}
            placeholder={t('palette.placeholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            leftSection={searching ? <Loader size={14} /> : <IconSearch size={16} aria-hidden="true" />}
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options.length > 0 ? optionId(current) : undefined}
          />
          <div id={listId} role="listbox" aria-label={t('palette.results')} className={classes.list}>
            {options.map((option, index) => (
              <UnstyledButton
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                tabIndex={-1}
                className={classes.option}
                data-active={index === current || undefined}
                onMouseEnter={() => setActive(index)}
                onClick={() => open(option)}
              >
                <Text size="xs" c="dimmed" className={classes.kind}>
                  {t(`palette.kinds.${option.group}`)}
                </Text>
                <Text size="sm" fw={500} truncate>
                  {option.title}
                </Text>
                {option.subtitle && (
                  <Text size="xs" c="dimmed" truncate>
                    {option.subtitle}
                  </Text>
                )}
              </UnstyledButton>
            ))}
          </div>
          {options.length === 0 && (
            <Text size="sm" c="dimmed" role="status" mt="sm">
              {t('palette.nothing')}
            </Text>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Text,
  UnstyledButton,
  useDirection,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdvertisementMedia } from '@coachyard/contract';
import { openPreview } from '@/components/use-preview';
import { resolveMediaUrl } from '@/lib/media';
import type { AdMedia } from '../hooks/use-ad-media';

interface GalleryProps {
  media: AdvertisementMedia[];
  actions: Pick<AdMedia, 'move' | 'makeCover' | 'removePhoto' | 'isBusy'>;
}

/**
 * The ad's photos in order. Drag a card onto another to move it there; the arrow buttons do the same from the
 * keyboard. Each card opens its preview, can become the cover, or be removed.
 */
export function MediaGallery({ media, actions }: GalleryProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  // Earlier/later, not left/right: in Arabic the gallery runs from the right.
  const rtl = useDirection().dir === 'rtl';
  const EarlierIcon = rtl ? IconArrowRight : IconArrowLeft;
  const LaterIcon = rtl ? IconArrowLeft : IconArrowRight;
  if (media.length === 0) return <Text c="dimmed">{t('adMedia.empty')}</Text>;
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('adMedia.galleryLabel')}
      // While photos are attached, ordered or given the cover, the cards may still move: screen readers (and
      // anyone waiting on the list) learn when it has settled.
      aria-busy={actions.isBusy}
    >
      {media.map((item, index) => {
        const name = t('adMedia.photoN', { n: index + 1 });
        return (
          <Paper
            key={item.id}
            component="li"
            withBorder
            p="xs"
            aria-label={item.is_cover ? `${name}, ${t('adMedia.cover')}` : name}
            draggable={!actions.isBusy}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) actions.move(dragged, index);
              setDragged(null);
            }}
            style={{ cursor: 'grab', opacity: dragged === index ? 0.5 : 1 }}
          >
            <UnstyledButton
              onClick={() => openPreview(item.url)}
              aria-label={t('adMedia.previewOf', { name })}
              w="100%"
            >
              <Image src={resolveMediaUrl(item.thumbnail_url)} alt="" h={110} fit="cover" radius="sm" />
            </UnstyledButton>
            <Group justify="space-between" mt={6} gap={4} wrap="nowrap">
              <Text size="sm" fw={500}>
                {index + 1}
              </Text>
              {item.is_cover ? (
                <Badge size="sm" color="yellow" leftSection={<IconStar size={12} aria-hidden="true" />}>
                  {t('adMedia.cover')}
                </Badge>
              ) : (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => actions.makeCover(item.id)}
                  disabled={actions.isBusy}
                  aria-label={t('adMedia.makeCoverOf', { name })}
                >
                  {t('adMedia.makeCover')}
                </Button>
              )}
            </Group>
            <Group justify="space-between" mt={4} gap={4} wrap="nowrap">
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  onClick={() => actions.move(index, index - 1)}
                  disabled={index === 0 || actions.isBusy}
                  aria-label={t('adMedia.moveEarlier', { name })}
                >
                  <EarlierIcon size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  onClick={() => actions.move(index, index + 1)}
                  disabled={index === media.length - 1 || actions.isBusy}
                  aria-label={t('adMedia.moveLater', { name })}
                >
                  <LaterIcon size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => actions.removePhoto(item.id)}
                disabled={actions.isBusy}
                aria-label={t('adMedia.removeOf', { name })}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

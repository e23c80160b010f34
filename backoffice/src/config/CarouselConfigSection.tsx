import { useState, type ChangeEvent } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { deleteAdminHomeCarousel } from '@generated/api/admin-config/admin-config';
import { getGetHomeCarouselUrl, getHomeCarousel } from '@generated/api/home/home';
import { getUploadCarouselImgUrl } from '@generated/api/file/file';
import type { HomeCarouselItem } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import { hojFetch } from '@hoj/core/http/hojFetch';

const ACCEPT = '.jpg,.jpeg,.gif,.png,.webp,.jfif,.svg';
const queryKey = [getGetHomeCarouselUrl()];

const messageOf = (error: unknown, fallback: string) => (isApiError(error) ? error.msg : fallback);

/** Sends the file as the multipart part `file` (root only). */
async function uploadImage(file: File): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  await hojFetch(getUploadCarouselImgUrl(), { method: 'POST', body });
}

/** Spec 002 §2.6: the home page carousel images, as thumbnails to delete, and an upload control. */
export function CarouselConfigSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pendingDelete, setPendingDelete] = useState<HomeCarouselItem | null>(null);
  const query = useQuery({ queryKey, queryFn: ({ signal }) => getHomeCarousel({ signal }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: async () => {
      notify('hoj.systemConfig.carousel.uploaded', { type: 'success' });
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (image: HomeCarouselItem) => deleteAdminHomeCarousel({ id: image.id }),
    onSuccess: async () => {
      notify('hoj.systemConfig.carousel.deleted', { type: 'success' });
      await refresh();
    },
    onError: (error) =>
      notify(messageOf(error, translate('hoj.systemConfig.carousel.deleteFailed')), { type: 'error' }),
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  let body;
  if (query.isPending) {
    body = (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', p: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{translate('ra.page.loading')}</Typography>
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {translate('hoj.systemConfig.retry')}
          </Button>
        }
      >
        {messageOf(query.error, translate('hoj.systemConfig.loadFailed'))}
      </Alert>
    );
  } else if (query.data.length === 0) {
    body = <Typography color="text.secondary">{translate('hoj.systemConfig.carousel.empty')}</Typography>;
  } else {
    body = (
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {query.data.map((image, index) => (
          <Box component="li" key={image.id} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={image.url}
              alt={translate('hoj.systemConfig.carousel.imageAlt', { n: index + 1 })}
              sx={{ width: 200, height: 80, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
            <IconButton
              size="small"
              aria-label={translate('hoj.systemConfig.carousel.delete', { n: index + 1 })}
              onClick={() => setPendingDelete(image)}
              disabled={remove.isPending}
              sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Card component="section" aria-labelledby="config-carousel-title" id="carousel">
      <CardContent>
        <Typography variant="h6" component="h2" id="config-carousel-title">
          {translate('hoj.systemConfig.carousel.title')}
        </Typography>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {body}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" component="label" disabled={upload.isPending}>
              {translate('hoj.systemConfig.carousel.upload')}
              <input type="file" accept={ACCEPT} hidden onChange={onFile} />
            </Button>
            {upload.isPending && (
              <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
                <CircularProgress size={20} aria-hidden />
                <Typography>{translate('hoj.systemConfig.carousel.uploading')}</Typography>
              </Stack>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate('hoj.systemConfig.carousel.types')}
          </Typography>
          {upload.isError && (
            <Alert severity="error" role="alert" onClose={() => upload.reset()}>
              {messageOf(upload.error, translate('hoj.systemConfig.carousel.uploadFailed'))}
            </Alert>
          )}
        </Stack>
      </CardContent>
      <Confirm
        isOpen={pendingDelete !== null}
        title="hoj.systemConfig.carousel.confirmTitle"
        content="hoj.systemConfig.carousel.confirmContent"
        onConfirm={() => {
          if (pendingDelete) remove.mutate(pendingDelete);
          setPendingDelete(null);
        }}
        onClose={() => setPendingDelete(null)}
      />
    </Card>
  );
}

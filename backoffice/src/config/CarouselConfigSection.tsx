import { useState, type ChangeEvent } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useApiMutation } from '@backoffice/common/useApiMutation';

const ACCEPT = '.jpg,.jpeg,.gif,.png,.webp,.jfif,.svg';
const queryKey = [getGetHomeCarouselUrl()];

const messageOf = (error: unknown, fallback: string) => (isApiError(error) ? error.msg : fallback);

/** Sends the file as the multipart part `file` (root only). */
async function uploadImage(file: File): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  await hojFetch(getUploadCarouselImgUrl(), { method: 'POST', body });
}

/**
 * System config → carousel: the images the portal's home page rotates, as thumbnails to delete (after a
 * confirmation), and an upload control. A failed upload is shown below the control; a failed delete as a toast.
 */
export function CarouselConfigSection() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [pendingDelete, setPendingDelete] = useState<HomeCarouselItem | null>(null);
  const query = useQuery({ queryKey, queryFn: ({ signal }) => getHomeCarousel({ signal }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const upload = useApiMutation({
    mutationFn: uploadImage,
    success: 'hoj.systemConfig.carousel.uploaded',
    failure: 'hoj.systemConfig.carousel.uploadFailed',
    showError: 'inPlace',
    onSuccess: refresh,
  });
  const remove = useApiMutation({
    mutationFn: (image: HomeCarouselItem) => deleteAdminHomeCarousel({ id: image.id }),
    success: 'hoj.systemConfig.carousel.deleted',
    failure: 'hoj.systemConfig.carousel.deleteFailed',
    onSuccess: refresh,
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
          {upload.errorText !== null && (
            <Alert severity="error" role="alert" onClose={() => upload.reset()}>
              {upload.errorText}
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

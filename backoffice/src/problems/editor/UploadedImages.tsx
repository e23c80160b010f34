import { useTranslate } from 'react-admin';
import { Box, IconButton, List, ListItem, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';

export interface UploadedImage {
  fileId: number;
  link: string;
  alt: string;
}

interface UploadedImagesProps {
  images: readonly UploadedImage[];
  /** The image whose deletion is under way, if any. */
  deleting: number | null;
  onDelete: (image: UploadedImage) => void;
}

/**
 * The pictures uploaded into this field since the editor opened (the server names its file ids only on
 * upload), each deletable: the file goes from the server and its markdown from the text.
 */
export function UploadedImages({ images, deleting, onDelete }: UploadedImagesProps) {
  const translate = useTranslate();
  if (images.length === 0) return null;
  return (
    <Box>
      <Typography variant="caption" component="p">
        {translate('hoj.problemEditor.image.uploadedList')}
      </Typography>
      <List dense disablePadding>
        {images.map((image) => {
          const name = image.alt || (image.link.split('/').pop() ?? image.link);
          return (
            <ListItem
              key={image.fileId}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  disabled={deleting === image.fileId}
                  onClick={() => onDelete(image)}
                  aria-label={translate('hoj.problemEditor.image.remove', { name })}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <Typography variant="body2" noWrap title={image.link} sx={{ pr: 5 }}>
                {name}
              </Typography>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

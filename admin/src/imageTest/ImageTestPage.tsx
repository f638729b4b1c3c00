import { RESOURCES } from '@industrial/api/content';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { imageUrl } from '../common/imageUrl.ts';
import { imageFields, uploadImage } from '../dataProvider.ts';

function useSampleImage() {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['image-test-sample'],
    queryFn: async () => {
      for (const resource of RESOURCES) {
        const fields = imageFields(resource);
        if (fields.length === 0) continue;
        const { data } = await dataProvider.getList(resource, {
          pagination: { page: 1, perPage: 50 },
          sort: { field: 'id', order: 'DESC' },
          filter: {},
        });
        const address = data
          .flatMap((record) => fields.map((field) => record[field] as string | null))
          .find((path) => path?.startsWith('/'));
        if (address) return address;
      }
      return null;
    },
  });
}

/**
 * The developers' image test page: one uploaded image through the address the admin generates (relative
 * /api/...) and through the API's full address, to tell a proxy problem from a storage problem.
 */
export default function ImageTestPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const sample = useSampleImage();
  const [uploaded, setUploaded] = useState<string | null>(null);
  const address = uploaded ?? sample.data ?? null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      setUploaded(await uploadImage(file));
    } catch (error) {
      notify(translate('admin.upload.failed_with_reason', { reason: (error as Error).message }), {
        type: 'error',
      });
    }
  };

  const views = address
    ? [
        { label: 'admin.image_test.generated', src: imageUrl(address) },
        {
          label: 'admin.image_test.direct',
          src: `${import.meta.env.VITE_API_ORIGIN || window.location.origin}/api${address}`,
        },
      ]
    : [];

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('admin.image_test.title')} />
      <Typography variant="h5" component="h1">
        {translate('admin.image_test.title')}
      </Typography>
      <Typography color="text.secondary">{translate('admin.image_test.intro')}</Typography>
      {!address && !sample.isPending && <Typography>{translate('admin.image_test.none')}</Typography>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {views.map(({ label, src }) => (
          <Card key={label} sx={{ flex: '1 1 300px' }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate(label)}
              </Typography>
              <Typography component="code" sx={{ wordBreak: 'break-all', display: 'block', mb: 1 }}>
                {src}
              </Typography>
              <Box
                component="img"
                src={src}
                alt={translate(label)}
                sx={{ maxWidth: '100%', maxHeight: 240 }}
              />
            </CardContent>
          </Card>
        ))}
      </Stack>
      <div>
        <Button variant="outlined" component="label">
          {translate('admin.image_test.upload')}
          <input
            type="file"
            accept="image/*"
            hidden
            aria-label={translate('admin.image_test.upload')}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </Button>
      </div>
    </Stack>
  );
}

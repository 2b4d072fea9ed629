import { uploadSignatureSchema, type FeedFormat, type UploadSignatureRequest } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { sendFile } from '@/components/uploader';

/** The type a feed file is declared as: browsers name CSV files differently, the feed's format does not vary. */
const CONTENT_TYPE_OF_FORMAT: Record<FeedFormat, string> = {
  csv: 'text/csv',
  xml: 'application/xml',
  json: 'application/json',
};

/**
 * A dealer's stock file goes straight to storage like a photo (POST /uploads/signature, namespace `feed`, then the
 * bytes): the feed keeps the key the server chose.
 */
export async function uploadFeedFile(file: File, format: FeedFormat): Promise<string> {
  const body: UploadSignatureRequest = {
    namespace: 'feed',
    filename: /\.[a-z]+$/i.test(file.name) ? file.name : `${file.name || 'feed'}.${format}`,
    content_type: CONTENT_TYPE_OF_FORMAT[format],
    size: file.size,
  };
  const response = await apiRequest('POST', '/uploads/signature', { body });
  const signature = answerAs(import.meta.env.DEV && uploadSignatureSchema, response.data);
  await sendFile(signature.upload, file);
  return signature.key;
}

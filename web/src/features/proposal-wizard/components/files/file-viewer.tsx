import { Modal } from 'antd';
import { PdfViewer } from '@/components/pdf';
import { fileUrl, type CaseFile } from '../../api/case-files';

/** 檔案檢視 (spec 2 §2.8): an uploaded image or PDF (pdf.js, loaded on demand), full width of the dialog. */
export function FileViewer({
  transCode,
  file,
  onClose,
}: {
  transCode: string;
  file: CaseFile | null;
  onClose: () => void;
}) {
  const url = file ? fileUrl(transCode, file.fileCode) : '';
  return (
    <Modal
      open={file !== null}
      title={file?.fileName}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
      styles={{ body: { maxHeight: '75vh', overflow: 'auto', textAlign: 'center' } }}
    >
      {file &&
        (/\.pdf$/i.test(file.fileName) ? (
          <PdfViewer source={{ url }} fitWidth={880} title={file.fileName} />
        ) : (
          <img src={url} alt={file.fileName} style={{ maxWidth: '100%' }} />
        ))}
    </Modal>
  );
}

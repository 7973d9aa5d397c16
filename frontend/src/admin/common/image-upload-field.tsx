import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import InboxOutlined from "@ant-design/icons/InboxOutlined";
import { Button, Skeleton, Upload } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ImagePurpose } from "../../gql/graphql";
import { toast } from "../../common/toast/toast";
import { useErrorText } from "../../common/error-text";
import { IMAGE_ACCEPT, imageFileProblem, uploadImage, UploadImageError } from "./upload-image";
import styles from "./image-upload-field.module.css";

export interface ImageUploadFieldProps {
  /** The stored image URL ("" or undefined: none yet). Set by antd Form.Item. */
  value?: string;
  onChange?: (url: string) => void;
  /** The id antd Form.Item gives its control, so the label points at the file input. */
  id?: string;
  purpose: ImagePurpose;
  /** Alt text of the preview. */
  alt: string;
  /** The field's name, read out with the drop zone (its visible label points at a hidden input). */
  label: string;
  /** Edit mode: the picture is shown but cannot be replaced (docs/architecture.md#behaviour, menu sheet). */
  disabled?: boolean;
  /** Offer to clear the chosen picture. */
  removable?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * One picture, chosen by click or drag and drop. The upload starts as soon as a file is chosen,
 * a loading placeholder shows until it ends, and the returned URL becomes the field's value.
 * Failures are toasts with the server's message; the previous value is kept.
 */
export function ImageUploadField({
  value,
  onChange,
  id,
  purpose,
  alt,
  label,
  disabled,
  removable,
  onUploadingChange,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [uploading, setUploading] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const pending = useRef<AbortController | null>(null);

  // A sheet closed mid-upload must not write into a form that is gone.
  useEffect(() => () => pending.current?.abort(), []);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const start = async (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(t(`adminCatalogue.image.${problem}`));
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setBusy(true);
    setAnnouncement(t("adminCatalogue.image.uploading"));
    try {
      const url = await uploadImage(file, purpose, { signal: controller.signal });
      if (controller.signal.aborted) return;
      onChange?.(url);
      setAnnouncement(t("adminCatalogue.image.uploaded"));
    } catch (error) {
      if (controller.signal.aborted) return;
      const answer = error instanceof UploadImageError ? error.answer : null;
      toast.error(errorText(answer, t("adminCatalogue.image.failed")));
      setAnnouncement("");
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setBusy(false);
      }
    }
  };

  return (
    <div className={styles.field}>
      {uploading ? (
        <div className={styles.placeholder} aria-hidden="true">
          <Skeleton.Image active className={styles.skeleton} />
        </div>
      ) : value ? (
        <div className={styles.previewBox}>
          <img className={styles.preview} src={value} alt={alt} />
          {removable && !disabled && (
            <Button className={styles.remove} size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.("")}>
              {t("adminCatalogue.image.remove")}
            </Button>
          )}
        </div>
      ) : null}
      <Upload.Dragger
        id={id}
        accept={IMAGE_ACCEPT}
        multiple={false}
        maxCount={1}
        showUploadList={false}
        disabled={disabled || uploading}
        fileList={[]}
        beforeUpload={(file) => {
          void start(file);
          // The upload is ours (uploadImage); antd only picks the file.
          return false;
        }}
      >
        <span className="sr-only">{label}: </span>
        <p className={styles.icon}>
          <InboxOutlined aria-hidden />
        </p>
        <p className={styles.text}>{uploading ? t("adminCatalogue.image.uploading") : t("adminCatalogue.image.dropHere")}</p>
        <p className={styles.hint}>{disabled ? t("adminCatalogue.image.editLocked") : t("adminCatalogue.image.hint")}</p>
      </Upload.Dragger>
      <span className="sr-only" role="status">
        {announcement}
      </span>
    </div>
  );
}

import CloudUploadOutlined from "@ant-design/icons/CloudUploadOutlined";
import ReloadOutlined from "@ant-design/icons/ReloadOutlined";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Modal, Skeleton } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { PageTitle } from "../../common/page-title";
import { toast } from "../../common/toast/toast";
import { ImageUploadField } from "../common/image-upload-field";
import { AddBannerDocument, AdminBannersDocument, DeleteBannerDocument, ReorderBannersDocument } from "./banner-documents";
import { BannerList, type AdminBanner } from "./banner-list";
import { focusAfterMove, moveBanner, type MoveDirection } from "./banner-order";
import styles from "./features-page.module.css";
import { READ_AFTER_CHANGES } from "../../common/network/reads-after-changes";

const PICKER_ID = "admin-feature-image";
const PICKER_HINT_ID = "admin-feature-image-hint";

/**
 * /admin/features, 'Upload Feature Images': the picked image uploads at once (skeleton meanwhile),
 * Upload adds it to the shop home carousel; the current banners can be deleted and reordered.
 */
export function FeaturesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [modal, contextHolder] = Modal.useModal();
  const [imageUrl, setImageUrl] = useState("");
  const [uploading, setUploading] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ id: string; direction: MoveDirection } | null>(null);
  const list = useQuery(AdminBannersDocument, { fetchPolicy: "cache-and-network", context: READ_AFTER_CHANGES });
  const [addBanner, adding] = useMutation(AddBannerDocument);
  const [deleteBanner] = useMutation(DeleteBannerDocument);
  const [reorder] = useMutation(ReorderBannersDocument);
  const client = useApolloClient();
  const moveQueue = useRef<Promise<void>>(Promise.resolve());
  const latestMove = useRef(0);
  const [movesPending, setMovesPending] = useState(0);
  const banners = list.data?.banners ?? [];

  const onUpload = async () => {
    try {
      await addBanner({ variables: { image: imageUrl } });
      toast.success(t("adminCatalogue.banners.uploaded"));
      // docs/architecture.md#behaviour: the list reloads and the picker clears.
      setImageUrl("");
      await list.refetch();
    } catch (error) {
      toast.error(errorText(error, t("adminCatalogue.common.saveFailed")));
    }
  };

  /**
   * Moves show at once (written to the cache) and reach the server one after another, so quick
   * presses all count and the last order wins; only the latest answer is written back.
   */
  const onMove = (index: number, direction: MoveDirection) => {
    const ids = moveBanner(
      banners.map((banner) => banner.id),
      index,
      direction,
    );
    if (!ids) return;
    const moved = banners[index]!;
    const byId = new Map(banners.map((banner) => [banner.id, banner]));
    client.cache.writeQuery({
      query: AdminBannersDocument,
      data: { banners: ids.map((id, position) => ({ ...byId.get(id)!, position })) },
    });
    setFocusTarget({ id: moved.id, direction: focusAfterMove(ids.indexOf(moved.id), ids.length, direction) });
    const request = ++latestMove.current;
    setMovesPending((count) => count + 1);
    moveQueue.current = moveQueue.current
      .then(async () => {
        const { data } = await reorder({ variables: { ids } });
        if (data && request === latestMove.current) {
          client.cache.writeQuery({ query: AdminBannersDocument, data: { banners: data.reorderBanners } });
        }
      })
      .catch((error: unknown) => {
        toast.error(errorText(error, t("adminCatalogue.common.saveFailed")));
        void list.refetch();
      })
      .finally(() => setMovesPending((count) => count - 1));
  };

  const onDelete = (banner: AdminBanner, position: number) => {
    void modal.confirm({
      title: t("adminCatalogue.banners.deleteTitle"),
      content: (
        <div className={styles.confirm}>
          <img className={styles.confirmImage} src={banner.image} alt={t("adminCatalogue.banners.bannerAlt", { position })} />
          <p>{t("adminCatalogue.banners.deleteText")}</p>
        </div>
      ),
      okText: t("adminCatalogue.common.delete"),
      okButtonProps: { danger: true },
      cancelText: t("adminCatalogue.common.cancel"),
      onOk: async () => {
        try {
          await deleteBanner({ variables: { id: banner.id } });
          toast.success(t("adminCatalogue.banners.deleted"));
          setFocusTarget(null);
          await list.refetch();
        } catch (error) {
          toast.error(errorText(error, t("adminCatalogue.common.saveFailed")));
        }
      },
    });
  };

  return (
    <div className={styles.page}>
      <PageTitle page={t("adminCatalogue.banners.title")} area="admin" />
      <h1 className={styles.title}>{t("adminCatalogue.banners.title")}</h1>
      <p className={styles.intro}>{t("adminCatalogue.banners.intro")}</p>

      <section className={styles.uploader} aria-labelledby={`${PICKER_ID}-label`}>
        <label id={`${PICKER_ID}-label`} htmlFor={PICKER_ID} className={styles.label}>
          {t("adminCatalogue.banners.picker")}
        </label>
        <ImageUploadField
          id={PICKER_ID}
          purpose="BANNER"
          label={t("adminCatalogue.banners.picker")}
          alt={t("adminCatalogue.banners.imageAlt")}
          value={imageUrl}
          onChange={setImageUrl}
          removable
          onUploadingChange={setUploading}
        />
        <Button
          type="primary"
          size="large"
          icon={<CloudUploadOutlined aria-hidden />}
          className={styles.uploadButton}
          disabled={!imageUrl || uploading}
          loading={adding.loading}
          onClick={() => void onUpload()}
          aria-describedby={!imageUrl ? PICKER_HINT_ID : undefined}
        >
          {t("adminCatalogue.banners.upload")}
        </Button>
        {!imageUrl && (
          <p id={PICKER_HINT_ID} className={styles.hint}>
            {t("adminCatalogue.banners.chooseFirst")}
          </p>
        )}
      </section>

      <section aria-labelledby="admin-current-banners" aria-busy={!list.data && list.loading}>
        <h2 id="admin-current-banners" className={styles.subtitle}>
          {t("adminCatalogue.banners.current")}
        </h2>
        {list.error && !list.data ? (
          <Alert
            type="error"
            showIcon
            title={t("adminCatalogue.common.loadFailed")}
            action={
              <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void list.refetch()}>
                {t("adminCatalogue.common.retry")}
              </Button>
            }
          />
        ) : !list.data && list.loading ? (
          <div aria-hidden="true">
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
        ) : (
          <BannerList banners={banners} busy={movesPending > 0} focusTarget={focusTarget} onMove={onMove} onDelete={onDelete} />
        )}
      </section>
      {contextHolder}
    </div>
  );
}

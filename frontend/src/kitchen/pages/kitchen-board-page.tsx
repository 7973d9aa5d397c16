import AccountBookOutlined from "@ant-design/icons/AccountBookOutlined";
import MenuOutlined from "@ant-design/icons/MenuOutlined";
import SettingOutlined from "@ant-design/icons/SettingOutlined";
import StarOutlined from "@ant-design/icons/StarOutlined";
import { useQuery } from "@apollo/client/react";
import { Button, Grid, Skeleton } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { useErrorText } from "../../common/error-text";
import { formatOrderNumber } from "../../common/formatters";
import { LanguageSwitch } from "../../common/language-switch";
import { RetryAlert } from "../../common/retry-alert";
import { graphql } from "../../gql";
import { AcceptDialog } from "../board/accept-dialog";
import { BoardView } from "../board/board-view";
import type { KitchenOrder } from "../board/order-card";
import { RejectDialog } from "../board/reject-dialog";
import { useBoardOrders } from "../board/use-board-orders";
import { useNow } from "../../common/use-now";
import { useOrderMoves } from "../board/use-order-moves";
import { ClosedForTodaySwitch } from "../controls/closed-for-today-switch";
import { MenuDrawer } from "../controls/menu-drawer";
import { ReviewsDrawer } from "../controls/reviews-drawer";
import { SettingsDrawer } from "../controls/settings-drawer";
import { StatementsDrawer } from "../controls/statements-drawer";
import { KitchenFrame } from "../kitchen-frame";
import { NoAccess } from "../no-access";
import { SoundButton } from "../sound/sound-button";
import { useKitchenSound } from "../sound/use-kitchen-sound";
import { TicketPrintRoot } from "../ticket/kitchen-ticket";
import { readTicketPaper, saveTicketPaper, type TicketPaper } from "../ticket/ticket-paper";
import frame from "../kitchen-frame.module.css";
import styles from "../board/kitchen-board.module.css";

/** The restaurant the board is for: its name, and whether it closed for today. */
const KitchenRestaurantDocument = graphql(`
  query KitchenRestaurant($id: ID!) {
    restaurant(id: $id) {
      id
      name
      ...KitchenClosedForToday_Restaurant
    }
  }
`);

/** /kitchen/:restaurantId. A board per restaurant: switching restaurants starts a fresh one. */
export function KitchenBoardPage() {
  const { restaurantId = "" } = useParams();
  return <KitchenBoard key={restaurantId} restaurantId={restaurantId} />;
}

type Dialog = { kind: "accept" | "reject"; order: KitchenOrder } | null;

/**
 * The kitchen board of one restaurant (spec: restaurant staff, docs/architecture.md#roles): its open orders live
 * in three columns, the moves of each, tickets to print; the restaurant's own switches (closed
 * for today, sold-out dishes), the chime and the settings in the header. The tab's title counts
 * the orders waiting in New, so a kitchen sees them from another tab. Someone without access to
 * this restaurant (the server's FORBIDDEN) gets a no-access screen and none of its orders.
 */
function KitchenBoard({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sound = useKitchenSound();
  // A phone's header has room for the closed switch's words and the other controls' icons.
  const compact = Grid.useBreakpoint().sm === false;
  const now = useNow();
  const [arrival, setArrival] = useState("");
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menuOpen, setMenuOpen] = useState<boolean | null>(null);
  const [settingsOpen, setSettingsOpen] = useState<boolean | null>(null);
  const [reviewsOpen, setReviewsOpen] = useState<boolean | null>(null);
  const [statementsOpen, setStatementsOpen] = useState<boolean | null>(null);
  const [paper, setPaper] = useState<TicketPaper>(readTicketPaper);
  const [printing, setPrinting] = useState<{ order: KitchenOrder; request: number } | null>(null);

  const board = useBoardOrders(restaurantId, (orderIds) => {
    sound.chime();
    setArrival(orderIds.map((id) => t("kitchen.toasts.newOrder", { number: formatOrderNumber(id) })).join(". "));
  });
  const restaurantQuery = useQuery(KitchenRestaurantDocument, { variables: { id: restaurantId }, skip: board.forbidden });
  const restaurant = restaurantQuery.data?.restaurant;
  const moves = useOrderMoves(board.refetch);

  // The ticket is in the page (under <body>) once rendered: then the browser's print dialog.
  useEffect(() => {
    if (printing) window.print();
  }, [printing]);

  if (board.forbidden) {
    return (
      <KitchenFrame heading={t("kitchen.title")}>
        <title>{t("app.pageTitle", { page: t("kitchen.title") })}</title>
        <NoAccess />
      </KitchenFrame>
    );
  }

  const name = restaurant?.name ?? "";
  const newCount = board.orders.filter((order) => order.status === "PENDING").length;
  const pageTitle =
    newCount > 0 ? t("kitchen.pageTitleWithCount", { count: newCount, restaurant: name }) : t("kitchen.pageTitle", { restaurant: name });

  const controls = (
    <>
      {restaurant && <ClosedForTodaySwitch restaurant={restaurant} />}
      <SoundButton sound={sound} compact={compact} />
      <Button
        icon={<MenuOutlined aria-hidden />}
        onClick={() => setMenuOpen(true)}
        aria-label={compact ? t("kitchen.menu.button") : undefined}
        title={compact ? t("kitchen.menu.button") : undefined}
      >
        {compact ? null : t("kitchen.menu.button")}
      </Button>
      <Button
        icon={<StarOutlined aria-hidden />}
        onClick={() => setReviewsOpen(true)}
        aria-label={compact ? t("staffReviews.open") : undefined}
        title={compact ? t("staffReviews.open") : undefined}
      >
        {compact ? null : t("staffReviews.open")}
      </Button>
      <Button
        icon={<AccountBookOutlined aria-hidden />}
        onClick={() => setStatementsOpen(true)}
        aria-label={compact ? t("statements.open") : undefined}
        title={compact ? t("statements.open") : undefined}
      >
        {compact ? null : t("statements.open")}
      </Button>
      <LanguageSwitch placement="header" className={frame.headerLanguage} />
      <Button
        icon={<SettingOutlined aria-hidden />}
        onClick={() => setSettingsOpen(true)}
        aria-label={t("kitchen.header.settings")}
        title={t("kitchen.header.settings")}
      />
    </>
  );

  return (
    <KitchenFrame heading={name || t("kitchen.title")} controls={controls}>
      <title>{pageTitle}</title>
      <div className={styles.board}>
        {board.error && (
          <RetryAlert
            className={styles.notice}
            title={errorText(board.error, t("kitchen.loadFailed"))}
            retryLabel={t("kitchen.retry")}
            onRetry={board.refetch}
          />
        )}
        {board.loaded || board.orders.length > 0 ? (
          <BoardView
            orders={board.orders}
            now={now}
            actions={{
              pendingId: moves.pendingId,
              accept: (order) => setDialog({ kind: "accept", order }),
              reject: (order) => setDialog({ kind: "reject", order }),
              startPreparing: (order) => void moves.startPreparing(order),
              markReady: (order) => void moves.markReady(order),
              markCollected: (order) => void moves.markCollected(order),
              print: (order) => setPrinting((current) => ({ order, request: (current?.request ?? 0) + 1 })),
            }}
          />
        ) : (
          !board.error && <Skeleton active paragraph={{ rows: 8 }} aria-label={t("kitchen.loading")} />
        )}
      </div>
      <p className="sr-only" aria-live="assertive">
        {arrival}
      </p>

      {dialog?.kind === "accept" && (
        <AcceptDialog order={dialog.order} onClose={() => setDialog(null)} onAccept={(minutes) => moves.accept(dialog.order, minutes)} />
      )}
      {dialog?.kind === "reject" && (
        <RejectDialog order={dialog.order} onClose={() => setDialog(null)} onReject={(reason) => moves.reject(dialog.order, reason)} />
      )}
      {menuOpen !== null && (
        <MenuDrawer restaurantId={restaurantId} restaurantName={name} open={menuOpen} onClose={() => setMenuOpen(false)} />
      )}
      {reviewsOpen !== null && (
        <ReviewsDrawer restaurantId={restaurantId} restaurantName={name} open={reviewsOpen} onClose={() => setReviewsOpen(false)} />
      )}
      {statementsOpen !== null && (
        <StatementsDrawer
          restaurantId={restaurantId}
          restaurantName={name}
          open={statementsOpen}
          onClose={() => setStatementsOpen(false)}
        />
      )}
      {settingsOpen !== null && (
        <SettingsDrawer
          open={settingsOpen}
          onClose={() => setSettingsOpen(false)}
          paper={paper}
          onPaperChange={(next) => {
            setPaper(next);
            saveTicketPaper(next);
          }}
        />
      )}
      {printing && <TicketPrintRoot key={printing.request} order={printing.order} restaurantName={name} paper={paper} />}
    </KitchenFrame>
  );
}
